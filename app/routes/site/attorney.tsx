export default function Attorney() {
  return <main>Not built yet</main>;
}
