/* a function called in the region keeps a static local counter */
#include <stdio.h>
static double A[8];
static int next(void) { static int c = 0; return ++c; }
int main(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 8; i++)
        A[i] = next() * 1.0;
    for (i = 0; i < 8; i++) printf("%a\n", A[i]);
    return 0;
}
