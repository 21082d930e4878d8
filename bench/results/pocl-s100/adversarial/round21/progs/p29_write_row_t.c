#include <stdio.h>
#define N 100
#define T 60
long out[T][N];
int in[N];
int main(void)
{
    int j, t;
    for (j = 0; j < N; j++) {
        in[j] = (j * 7) % 13 - 6;
        out[0][j] = j;
    }
    for (t = 1; t < T; t++)
        for (j = 0; j < N; j++)
            out[t][j] = 0;
#pragma bbmm name(wrow)
    for (t = 1; t < T; t++)
        for (j = 0; j < N; j++)
            out[t][j] = (out[t - 1][j] * 3 + out[t - 1][(j + 1) % N] + in[j] * t) % 100003;
    long s = 0;
    for (t = 0; t < T; t++)
        for (j = 0; j < N; j++)
            s += out[t][j] * ((t + j) % 5 + 1);
    printf("%ld\n", s);
    return 0;
}
