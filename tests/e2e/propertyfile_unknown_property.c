// ARGS: --propertyfile properties/unknown-property.prp
// EXIT: 1
// EXPECT: ^kiki: property file 'properties/unknown-property.prp' line 1: unknown property 'valid-memory'$
int main(void) { return 0; }
