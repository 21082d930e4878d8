/* an int iterator against an unsigned bound: C compares in unsigned, the loop from -3 runs zero times */
// expect-output: as in C
#include <stdio.h>
#include <stdlib.h>
static double A[16];
int main(int argc, char **argv)
{
    unsigned un = argc > 1 ? (unsigned)atoi(argv[1]) : 10u;
    int i;
    for (i = 0; i < 16; i++)
        A[i] = i;
#pragma bbmm
    for (i = -3; i < un; i++)
        A[i + 3] = 1.0;
    printf("%a %a %d\n", A[0], A[9], i);
    return 0;
}
