export default function Team() {
  return <main>Not built yet</main>;
}
