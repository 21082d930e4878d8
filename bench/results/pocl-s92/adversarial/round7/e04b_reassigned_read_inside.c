/* iterator assigned again inside a later loop (i = 1 + m % 3) with an inner loop bounded by it; i, j, m read inside the region after */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i = 0, j = -5, m = -6;
#pragma scop
    for (i = 0; i < n; i++)
        A[i][0] = A[i][0] + 1.0;
    for (m = 0; m < n; m++) {
        i = 1 + m % 3;
        for (j = 0; j < i; j++)
            A[m][j + 1] = A[m][j + 1] + i;
    }
    A[N - 1][N - 1] = A[N - 1][N - 1] + i * 100 + j * 10 + m;
#pragma endscop
    printf("n=%d\n", n);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + 0.5 * j;
    for (n = 0; n <= 8; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
