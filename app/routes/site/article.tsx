export default function Article() {
  return <main>Not built yet</main>;
}
