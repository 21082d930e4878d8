/* a periodic remainder by a parameter in an inner loop bound and in a condition */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < (i + 1) % n; j++)
            B[i][j] = A[i][j] + ((i + n - 1) % n < k ? 1.0 : 2.0);
}
int main(void)
{
    int s, i, j;
    int ns[] = {1, 2, 3, 9, 16};
    int ks[] = {0, 1, 2, 4, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i - j * 0.5; B[i][j] = -1; }
        kern(ns[s], ks[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
