export default function PracticeArea() {
  return <main>Not built yet</main>;
}
