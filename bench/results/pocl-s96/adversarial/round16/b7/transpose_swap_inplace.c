/* in-place square transpose by swapping across the diagonal (upper triangle loop), int and double */
#include <stdio.h>
#define N 17
static double A[N][N];
static int K[N][N];
static void run(int n)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 100.0 + j; K[i][j] = i - 2 * j; }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++) {
            double t = A[i][j];
            int s = K[i][j];
            A[i][j] = A[j][i];
            A[j][i] = t;
            K[i][j] = K[j][i] * 2;
            K[j][i] = s - 1;
        }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %d\n", A[i][j], K[i][j]);
}
int main(void)
{
    run(0); run(1); run(2); run(3); run(10); run(17);
    return 0;
}
