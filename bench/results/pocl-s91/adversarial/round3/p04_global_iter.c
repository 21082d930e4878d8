/* loop iterators that are file-scope globals, read after the region by another function */
#include <stdio.h>
#define N 16
int i, j;
static double A[N][N];
static void show(void) { printf("i=%d j=%d\n", i, j); }
static void run(int n, int m)
{
    i = -5; j = -7;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[i][j] = i * m + j + 0.5;
    show();
}
int main(void)
{
    int a, b;
    run(4, 5); run(0, 3); run(3, 0); run(16, 16); run(1, 1);
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) printf("%a\n", A[a][b]);
    return 0;
}
