/* abs/labs and % of negative data in conditions selecting writes */
#include <stdio.h>
#include <stdlib.h>
#define N 31
static int A[N];
static long L[N];
static double B[N];
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = (i - 15) * 3 + (i % 4); L[i] = (long)(i - 20) * 100000L; B[i] = 0; }
#pragma bbmm
    for (i = 0; i < N; i++) {
        if (A[i] % 4 == -1 || abs(A[i]) % 5 == 2)
            B[i] = A[i] / 2;
        else if (labs(L[i]) / 7 % 3 == 1)
            B[i] = -1.0;
        L[i] = L[i] % -7 + labs(L[i] % 9);
    }
    for (i = 0; i < N; i++) printf("%a %ld\n", B[i], L[i]);
    return 0;
}
