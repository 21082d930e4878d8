/* conditions with % and / by constants: block diagonal, checkerboard, != tests */
#include <stdio.h>
#define N 18
static double A[N][N], B[N][N];
static void run(int n)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i + j * 0.5; B[i][j] = 0.0; }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (i / 3 == j / 3)
                B[i][j] = A[i][j];
            else if ((i + j) % 2 != 0 && j % 4 != 3)
                B[i][j] = -A[j][i];
            if (i % 5 == 4 || j / 6 == 2)
                B[i][j] += 100.0;
        }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
}
int main(void)
{
    run(0); run(4); run(17); run(18);
    return 0;
}
