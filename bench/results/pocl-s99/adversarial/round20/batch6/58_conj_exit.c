#include <stdio.h>

#define N 30
double a[N], b[N];

static void f(int n, int k)
{
    int i = 77, j = 78;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        a[i] += 1.0;
    printf("i=%d ", i);
#pragma bbmm
    for (j = 0; j != k && j < n; j++)
        b[j] += a[j];
    printf("j=%d ", j);
#pragma bbmm
    {
        for (i = n - 1; i >= 0 && i != k; i--)
            a[i] *= 2;
        for (j = 0; j < i; j++)
            b[j] -= 0.5;
    }
    printf("i=%d j=%d\n", i, j);
}

int main(void)
{
    int cfg[][2] = { {0, 0}, {5, -3}, {5, 0}, {5, 2}, {5, 5}, {5, 9}, {30, 29}, {30, 12}, {1, 0}, {1, 1} };
    for (int s = 0; s < 10; s++) {
        for (int i = 0; i < N; i++) { a[i] = i; b[i] = -i; }
        printf("n=%d k=%d ", cfg[s][0], cfg[s][1]);
        f(cfg[s][0], cfg[s][1]);
        double h = 0; for (int i = 0; i < N; i++) h = h * 0.9 + a[i] + b[i];
        printf("%a\n", h);
    }
    return 0;
}
