export default function Legal() {
  return <main>Not built yet</main>;
}
