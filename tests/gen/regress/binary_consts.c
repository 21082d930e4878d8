/* binary integer constants (0b1, 0b110000, 0b11u: C23 and a GCC extension) in a loop's start,
 * bound, step and a value: the loop's step was refused before ("must be a nonzero integer constant") */
#include <stdio.h>
static double A[64];
int main(void)
{
    int i;
    for (i = 0; i < 64; i++) A[i] = -1;
#pragma bbmm
    for (i = 0b1; i < 0b110000; i += 0b10)
        A[i] = i * 0b11u;
    for (i = 0; i < 64; i++) printf("%a\n", A[i]);
    return 0;
}
