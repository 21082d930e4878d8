/* continue on data inside an inner loop; the rest of the body skipped */
#include <stdio.h>
#define N 17
static double A[N][N], B[N][N];
static void g(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (A[i][j] < 0.0)
                continue;
            B[i][j] = A[i][j] + 1.0;
            if (j % 2)
                continue;
            B[i][j] *= 3.0;
        }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 5 + j * 3) % 11) - 4; B[i][j] = -9; }
        g(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
