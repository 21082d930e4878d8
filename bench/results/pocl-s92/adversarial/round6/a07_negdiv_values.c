/* integer / and % of negative data values, shifts of data, in a region */
#include <stdio.h>
#define N 33
static int A[N], Q[N], R[N], S[N];
static long L[N];
static void d(int n, int m)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        Q[i] = A[i] / m;
        R[i] = A[i] % m;
        S[i] = (A[i] >> 2) + (int)((unsigned)A[i] >> 28) + (A[i] & 7);
        L[i] = (long)A[i] * -3 / 4 % 5 + (i - 16) / 3 + (i - 16) % 3;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i - 16) * 37 + (i % 2 ? -5 : 3);
    for (n = 0; n <= N; n += 8) {
        d(n, (n % 3) + 2);
        d(n, -(n % 4) - 3);
        for (i = 0; i < N; i++) printf("%d %d %d %ld\n", Q[i], R[i], S[i], L[i]);
    }
    return 0;
}
