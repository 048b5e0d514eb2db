/* A loop over an array of structs: keys are written in order, then the
 * array is scanned and checked to be sorted by key. */
#include <assert.h>

#define CAPACITY 64

extern int __VERIFIER_nondet_int(void);
extern unsigned __VERIFIER_nondet_uint(void);

struct item {
  int key;
  int value;
};

struct item table[CAPACITY];

int main() {
  unsigned count = __VERIFIER_nondet_uint();
  if (count > CAPACITY)
    return 0;
  for (unsigned i = 0; i < count; ++i) {
    table[i].key = (int)i * 2;
    table[i].value = __VERIFIER_nondet_int();
  }
  for (unsigned i = 1; i < count; ++i)
    assert(table[i - 1].key < table[i].key);
  return 0;
}
