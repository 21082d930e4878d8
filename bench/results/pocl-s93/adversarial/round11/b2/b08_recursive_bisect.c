/* regions inside a recursive function over halves of an array, host writes the midpoint between the recursive calls */
#include <stdio.h>
#define N 64
static double A[N], T[N];
static void smooth(int lo, int hi)
{
    int i;
#pragma bbmm
    for (i = lo + 1; i < hi - 1; i++)
        T[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
#pragma bbmm
    for (i = lo + 1; i < hi - 1; i++)
        A[i] = T[i];
}
static void rec(int lo, int hi, int depth)
{
    smooth(lo, hi);
    if (depth > 0 && hi - lo > 3) {
        int mid = (lo + hi) / 2;
        rec(lo, mid, depth - 1);
        A[mid] = A[mid] * 0.5 + depth;
        rec(mid, hi, depth - 1);
    }
    smooth(lo, hi);
}
int main(void)
{
    int i, d;
    for (d = 0; d < 4; d++) {
        for (i = 0; i < N; i++) { A[i] = (i * 37) % 11; T[i] = 0; }
        rec(0, N - d * 7, d);
        for (i = 0; i < N; i++) printf("%a ", A[i]);
        printf("\n");
    }
    return 0;
}
