/* division by data guarded by a data condition (if-converted): the division must never run where the guard fails */
#include <stdio.h>
#include <limits.h>
#define N 32
static int I[N], J[N], R[N], S[N];
static long L[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (J[i] != 0) R[i] = I[i] / J[i];
        S[i] = J[i] ? I[i] % J[i] : -1;
        if (i > 0 && J[i - 1] != 0 && !(I[i] == INT_MIN && J[i - 1] == -1)) L[i] = (long)(I[i] / J[i - 1]) + L[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i * 13) % 29 - 14; J[i] = i % 4 == 0 ? 0 : (i % 5) - 2; R[i] = -99; L[i] = i; }
    I[5] = INT_MIN; J[4] = -1; J[5] = 0;
    for (n = 0; n <= N; n += 16) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d %ld\n", n, R[i], S[i], L[i]);
    }
    return 0;
}
