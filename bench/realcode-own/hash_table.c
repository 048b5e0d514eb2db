// EXPECT: SUCCESSFUL
// An open-addressing hash table of 8 int slots with linear probing:
// inserts and lookups of input keys; every inserted key is found.
#include <assert.h>
#define SLOTS 8
struct table { int key[SLOTS]; unsigned char used[SLOTS]; int count; };
static unsigned hash(int k) { return ((unsigned)k * 2654435761u) >> 29; }
static int insert(struct table *t, int k) {
  unsigned h = hash(k);
  for (int i = 0; i < SLOTS; i++) {
    unsigned s = (h + i) % SLOTS;
    if (!t->used[s]) { t->used[s] = 1; t->key[s] = k; t->count++; return 1; }
    if (t->key[s] == k) return 1;
  }
  return 0;
}
static int find(const struct table *t, int k) {
  unsigned h = hash(k);
  for (int i = 0; i < SLOTS; i++) {
    unsigned s = (h + i) % SLOTS;
    if (!t->used[s]) return 0;
    if (t->key[s] == k) return 1;
  }
  return 0;
}
int main(void) {
  struct table t = {{0}, {0}, 0};
  int a = __VERIFIER_nondet_int(), b = __VERIFIER_nondet_int();
  insert(&t, a);
  insert(&t, b);
  assert(find(&t, a) && find(&t, b));
  assert(t.count <= 2);
  return 0;
}
