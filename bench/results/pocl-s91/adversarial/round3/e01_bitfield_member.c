/* a struct bit-field member (unsigned n : 4) read in a region: it promotes to int */
#include <stdio.h>
struct cfg { unsigned n : 4; unsigned k : 12; int off; };
static double A[20];
static long L[20];
int main(void)
{
    struct cfg c;
    int i;
    c.n = 5; c.k = 9; c.off = 2;
#pragma bbmm
    for (i = 0; i < 20; i++) {
        A[i] = c.n - 8 + i;
        L[i] = (c.k - 10) / 2 + c.off;
    }
    for (i = 0; i < 20; i++) printf("%a %ld\n", A[i], L[i]);
    return 0;
}
