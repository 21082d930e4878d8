/* k after a three-level triangular nest: for n = 1 the k loop never runs and k keeps its value from before */
#include <stdio.h>
#define N 9
static double A[N][N][N], B[N + 2];
static int R[3];
static void f(int n, int k0)
{
    int i, j, k;
    k = k0;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < i; j++)
                for (k = 0; k < j; k++)
                    A[i][j][k] = A[i][j][k] + i * j - k;
        B[k + 1] = B[k + 1] + 1.0;
    }
    R[0] = i; R[1] = j; R[2] = k;
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) A[i][j][k] = (i + j + k) % 3;
    for (i = 0; i < N + 2; i++) B[i] = 0;
    for (n = 0; n <= N; n++) { f(n, n % 4); printf("%d %d %d\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", A[i][j][k]);
    for (i = 0; i < N + 2; i++) printf("%a\n", B[i]);
    return 0;
}
