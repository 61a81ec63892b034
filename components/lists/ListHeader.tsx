/** The head of a list screen: a kicker (what kind of list), its title and an optional description. */
import styles from './lists.module.css';

export function ListHeader({ kicker, title, description }: { kicker?: string; title: string; description?: string }) {
  return (
    <header className={styles.head}>
      {kicker ? <span className={styles.kicker}>{kicker}</span> : null}
      <h1>{title}</h1>
      {description ? <p>{description}</p> : null}
    </header>
  );
}
