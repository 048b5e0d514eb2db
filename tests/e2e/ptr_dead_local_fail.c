// The address of a local escapes its function; dereferencing it after the
// function returned accesses a dead object.
// EXIT: 10
// ARGS: --pointer-check
// EXPECT: ^\[main\.pointer_dereference\.\d+\] line 15 .*: FAILURE$
// EXPECT: ^VERIFICATION FAILED$
static int *escape(void) {
  int local = 42;
  int *p = &local;
  return p;
}

int main(void) {
  int *p = escape();
  return *p;
}
