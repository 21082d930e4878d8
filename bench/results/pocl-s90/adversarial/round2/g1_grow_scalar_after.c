/* pragma inside a serial loop with scalar assignments (region grown over the loop); scalars and iterator read after */
#include <stdio.h>
#define N 12
static double A[N][N];
static int R[3];
static void sweep(int n, int m)
{
    int i, j, i1, i2;
    i1 = -1; i2 = -2;
    for (i = 1; i < n; i++) {
        i1 = i - 1;
        i2 = i1 + m;
#pragma bbmm
        for (j = 0; j < m; j++)
            A[i][j] = A[i1][j] * 0.5 + A[i][j] + j;
    }
    R[0] = i; R[1] = i1; R[2] = i2;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 5;
    for (n = 0; n <= N; n += 4) { sweep(n, N - n / 2); printf("%d %d %d\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
