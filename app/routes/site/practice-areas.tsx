export default function PracticeAreas() {
  return <main>Not built yet</main>;
}
