// ARGS: --propertyfile properties/other-entry.prp
// EXIT: 1
// EXPECT: only the entry function main is supported, got 'start'
int main(void) { return 0; }
