export default function About() {
  return <main>Not built yet</main>;
}
