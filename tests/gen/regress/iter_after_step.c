/* the value a loop with a constant step other than 1 leaves in its iterator, read inside the region after the loop (bbmm-gen seed 89005: "for (i = 0; i < (int)(sizeof A / sizeof A[0]) - 2; i += 2)" then "I[4] = i + 3 * j", refused before): the first multiple of the step past the bound, for "<", "<=", ">" and ">=", steps 2, 3, -2 and -5, bounds that the loop reaches exactly or not, and loops that do not run */
// expect-explain: S0
#include <stdio.h>
#define N 64
static double A[N];
static long X[16];
static void f(int n, int m)
{
    int i, j, k;
#pragma bbmm
    {
        for (i = 0; i < n; i += 2)
            A[i] = A[i] * 0.5 + i;
        X[0] = i;
        for (j = 1; j <= n; j += 3)
            A[j] = A[j] + 0.25 * j;
        X[1] = j + 2 * i;
        for (k = n; k > m; k -= 2)
            A[k] = A[k] - 1.0;
        X[2] = k;
        for (k = n + 1; k >= m; k -= 5)
            A[k] = A[k] * 2.0;
        X[3] = k * 3 + i;
        for (i = m; i < n; i += 3)
            A[i + 1] = A[i] + A[i + 1];
        X[4] = i;
    }
}
int main(void)
{
    int i, r;
    for (i = 0; i < N; i++)
        A[i] = i * 0.75;
    for (r = 0; r < 5; r++) {
        static const int ns[5] = {40, 41, 0, 7, 9}, ms[5] = {3, 0, 5, 7, 1};
        f(ns[r], ms[r]);
        for (i = 0; i < 5; i++)
            printf("%ld ", X[i]);
        printf("\n");
        for (i = 0; i < N; i++)
            printf("%a\n", A[i]);
    }
    return 0;
}
