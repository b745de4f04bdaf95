export default function Dashboard() {
  return <main>Not built yet</main>;
}
