/* exit() on a bad value inside a region */
#include <stdio.h>
#include <stdlib.h>
#define N 10
static double A[N], B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i + 1;
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (A[i] == 0.0) exit(3);
        B[i] = 1.0 / A[i];
    }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
