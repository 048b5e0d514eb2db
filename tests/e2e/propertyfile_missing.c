// ARGS: --propertyfile properties/no-such-file.prp
// EXIT: 1
// EXPECT: ^kiki: cannot open property file 'properties/no-such-file.prp'$
int main(void) { return 0; }
