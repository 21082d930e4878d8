#include <stdio.h>
#include <math.h>

#define N 33
double A[N][N];

static double total(int n)
{
    double sum = 0.0;
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            sum += A[i][j];
    return sum;
}

static double maxabs(int n)
{
    double mx = -1.0;
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            mx = fmax(mx, fabs(A[i][j]));
    return mx;
}

static void rowsum(int n, double *r)
{
#pragma bbmm
    for (int i = 0; i < n; i++) {
        r[i] = 0;
        for (int j = 0; j < n; j++)
            r[i] += A[i][j] * A[i][j];
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 7, 33};
    double r[N];
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = sin(i * 0.3 + j * 0.7) / (1 + i + j);
        for (int i = 0; i < N; i++) r[i] = 7;
        rowsum(n, r);
        double h = 0; for (int i = 0; i < N; i++) h = h * 0.5 + r[i];
        printf("n=%d %a %a %a\n", n, total(n), maxabs(n), h);
    }
    return 0;
}
