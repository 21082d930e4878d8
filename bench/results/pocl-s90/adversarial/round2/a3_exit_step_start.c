/* exit values of strided loops with run-time starts (negative too) and down-counting strides, read in the region */
#include <stdio.h>
#define N 24
static double A[N + 8], B[N + 8];
static int R[2];
static void f(int s, int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = s; i < n; i += 4)
            A[i + 4] = A[i + 4] + 1.0;
        B[i + 4] = B[i + 4] + 100.0;
        for (j = n; j >= m; j -= 3)
            B[j + 3] = B[j + 3] * 0.5 + i;
        A[j + 6] = A[j + 6] - 7.0;
    }
    R[0] = i; R[1] = j;
}
int main(void)
{
    int k, s, n, m;
    for (k = 0; k < N + 8; k++) { A[k] = k; B[k] = -k; }
    for (s = -3; s <= 2; s += 5)
        for (n = 0; n <= N - 6; n += 5)
            for (m = -2; m <= 4; m += 3) { f(s, n, m); printf("%d %d\n", R[0], R[1]); }
    for (k = 0; k < N + 8; k++) printf("%a %a\n", A[k], B[k]);
    return 0;
}
