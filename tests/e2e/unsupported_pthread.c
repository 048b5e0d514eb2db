// Threads are not modelled: a program that starts one is inconclusive.
// EXIT: 5
// EXPECT: (?i)thread
// EXPECT: ^VERIFICATION INCONCLUSIVE$
// REJECT: : SUCCESS$
#include <assert.h>
#include <pthread.h>

int shared;

static void *worker(void *arg) {
  shared = 1;
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  assert(shared == 1);
  return 0;
}
