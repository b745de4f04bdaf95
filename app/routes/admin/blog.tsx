export default function Blog() {
  return <main>Not built yet</main>;
}
