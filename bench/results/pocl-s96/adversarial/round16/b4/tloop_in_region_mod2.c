/* whole time loop in the region, double buffer as plane t%2 / (t+1)%2, clamped neighbours by ?: in subscripts */
#include <stdio.h>
#define N 30
static double A[2][N];
static void run(int n, int steps)
{
    int t, i;
    for (i = 0; i < N; i++) { A[0][i] = (double)((i * 5) % 7); A[1][i] = 0.0; }
#pragma bbmm
    for (t = 0; t < steps; t++)
        for (i = 0; i < n; i++)
            A[(t + 1) % 2][i] = 0.25 * A[t % 2][i > 0 ? i - 1 : 0] + 0.5 * A[t % 2][i]
                              + 0.25 * A[t % 2][i < n - 1 ? i + 1 : n - 1];
    printf("n=%d steps=%d\n", n, steps);
    for (i = 0; i < n; i++) printf("%a %a\n", A[0][i], A[1][i]);
}
int main(void)
{
    run(0, 3); run(1, 1); run(2, 2); run(3, 5); run(17, 4); run(30, 7); run(5, 0);
    return 0;
}
