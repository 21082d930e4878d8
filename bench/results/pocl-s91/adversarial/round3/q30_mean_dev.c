/* one region: a sum, the mean from it, then deviations from the mean and their sum of squares */
#include <stdio.h>
#define N 40
static double A[N], D[N];
static void run(int n)
{
    int i;
    double sum = 0.0, mean = 0.0, var = 0.0;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            sum += A[i];
        mean = sum / n;
        for (i = 0; i < n; i++)
            D[i] = A[i] - mean;
        for (i = 0; i < n; i++)
            var += D[i] * D[i];
    }
    printf("%d %a %a %a\n", n, sum, mean, var);
    for (i = 0; i < n; i++) printf("%a\n", D[i]);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = (i * 17 % 11) * 0.3 + 1.0;
    run(1); run(2); run(17); run(40);
    return 0;
}
