#include <stdio.h>
#define N 200
#define T 80
float x[N], w[N], c[T];
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) {
        x[i] = (float)(i % 10);
        w[i] = 1.0f / (float)(i + 1);
    }
    for (t = 0; t < T; t++)
        c[t] = (float)(t % 6) - 2.5f;
#pragma bbmm name(tct)
    for (t = 0; t < T; t++)
        for (i = 0; i < N; i++)
            x[i] = x[i] * 0.5f + c[t] * w[i];
    double s = 0;
    for (i = 0; i < N; i++)
        s += (double)x[i] * (i % 3 + 1);
    printf("%a %a\n", s, (double)x[N - 1]);
    return 0;
}
