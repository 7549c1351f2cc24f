//! Spreading independent work over the machine's cores, keeping order.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// Applies `work` to every item on as many threads as there are cores, and
/// returns the results in the order of `items`.
pub fn map<T, R, F>(items: &[T], work: F) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
{
    map_flushing_in_order(items, work, |_| false)
}

/// [`map`], also handing each result to `flush` in the order of `items` as
/// soon as the results before it are in: whichever worker completes the
/// next result due flushes it and those after it that are ready, under a
/// lock, so that no thread waits for another or wakes one. Once `flush`
/// answers `false` it is not called again; every result is returned, in
/// order, as `flush` left it.
pub fn map_flushing_in_order<T, R, F, O>(items: &[T], work: F, flush: O) -> Vec<R>
where
    T: Sync,
    R: Send,
    F: Fn(&T) -> R + Sync,
    O: FnMut(&mut R) -> bool + Send,
{
    let state = Mutex::new(Flushing {
        results: items.iter().map(|_| None).collect(),
        due: 0,
        flush,
        flushing: true,
    });
    let deliver = |index: usize, result: R| {
        let mut state = state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let Flushing {
            results,
            due,
            flush,
            flushing,
        } = &mut *state;
        results[index] = Some(result);
        while *flushing && let Some(Some(result)) = results.get_mut(*due) {
            *flushing = flush(result);
            *due += 1;
        }
    };
    let workers = workers(items.len());
    if workers <= 1 {
        for (index, item) in items.iter().enumerate() {
            deliver(index, work(item));
        }
    } else {
        let next = AtomicUsize::new(0);
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(index) else {
                            break;
                        };
                        deliver(index, work(item));
                    }
                });
            }
        });
    }
    let state = state
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    // Every item was worked on, so every result is there.
    state.results.into_iter().flatten().collect()
}

/// The results of [`map_flushing_in_order`] so far.
struct Flushing<R, O> {
    /// Each item's result, once done.
    results: Vec<Option<R>>,
    /// The index of the next result to flush.
    due: usize,
    flush: O,
    /// Whether `flush` still wants results.
    flushing: bool,
}

/// How many threads work on `items` items: one a core, at most one an item.
fn workers(items: usize) -> usize {
    // Asked once: the standard library reads the cgroup's CPU quota from
    // three files at every call.
    static CORES: OnceLock<usize> = OnceLock::new();
    let cores = *CORES
        .get_or_init(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
    cores.min(items)
}

#[cfg(test)]
mod tests {
    #[test]
    fn flushes_in_order_until_told_to_stop_and_returns_everything() {
        let items: Vec<u64> = (0..1000).collect();
        let mut flushed = Vec::new();
        let results = super::map_flushing_in_order(
            &items,
            |item| {
                // Uneven work, so that results come in out of order.
                let spin = (item * 7919) % 5000;
                let _ = (0..spin).fold(0, |acc, step| std::hint::black_box(acc ^ step));
                item * 2
            },
            |result: &mut u64| {
                flushed.push(*result);
                // Flushing marks what it took; it stops after 700.
                *result += 1;
                flushed.len() < 700
            },
        );
        assert_eq!(flushed, (0..700).map(|i| i * 2).collect::<Vec<_>>());
        let expected: Vec<u64> = (0..1000)
            .map(|i| if i < 700 { i * 2 + 1 } else { i * 2 })
            .collect();
        assert_eq!(results, expected);
    }

    #[test]
    fn keeps_the_order_of_the_items() {
        let items: Vec<usize> = (0..1000).collect();
        assert_eq!(
            super::map(&items, |item| item * 2),
            (0..1000).map(|i| i * 2).collect::<Vec<_>>()
        );
    }
}
