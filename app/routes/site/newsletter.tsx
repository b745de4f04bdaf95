export default function Newsletter() {
  return <main>Not built yet</main>;
}
