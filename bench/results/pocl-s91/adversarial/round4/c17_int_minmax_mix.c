/* integer min/max via ternary mixing signed/unsigned/long, abs/labs of data */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static int I[N], J[N], R[N];
static unsigned U[N];
static long L[N], M[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[i] = I[i] < J[i] ? I[i] : J[i];
        M[i] = I[i] > U[i] ? I[i] : U[i];
        L[i] = labs(L[i] - I[i] * 1000000L) < (long)U[i] ? L[i] : -L[i];
        R[i] += abs(I[i]) > abs(J[i]) ? abs(I[i] - J[i]) : -abs(J[i]);
        M[i] += (I[i] < 0 ? -1 : I[i] > 0) * (long)U[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i * 29) % 47 - 23; J[i] = (i * 5) % 11 - 5; U[i] = i * 97u; L[i] = (i - 12) * 3000000L; }
    for (n = 0; n <= N; n += 8) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %ld %ld\n", n, R[i], L[i], M[i]);
    }
    return 0;
}
