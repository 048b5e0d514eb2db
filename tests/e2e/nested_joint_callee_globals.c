// ARGS: --equalities --show-invariants
// EXIT: 0
// EXPECT: loop at line 19 \(main\): .*(todo == done|done == todo)
// EXPECT: ^VERIFICATION SUCCESSFUL$
// The inner loop of the nest is in a called function and both counters
// are globals that only the callee writes: the outer loop's template has
// them too, and the two loops are inferred jointly across the call.
extern void __VERIFIER_error(void);
unsigned todo, done;

static void catch_up(void) {
  while (done < todo)
    done++;
}

int main(void) {
  todo = 0;
  done = 0;
  while (todo < 20) {
    todo++;
    catch_up();
  }
  if (done != todo)
    __VERIFIER_error();
  return 0;
}
