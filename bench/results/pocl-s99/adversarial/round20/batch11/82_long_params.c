#include <stdio.h>

#define N 45
double a[N][N];

static void f(long ln, short sh, unsigned char uc)
{
#pragma bbmm
    for (int i = 0; i < ln; i++)
        for (long j = sh; j < ln; j++)
            a[i][j] = a[i][j] + (double)(j - i) / (uc + 1);
#pragma bbmm
    for (int i = 0; i < ln; i++)
        for (int j = 0; j < (int)(sizeof a[0] / sizeof a[0][0]) && j < ln; j++)
            a[i][j] = a[i][j] * (i % 2 ? 1.5 : 0.5);
}

int main(void)
{
    long ls[] = {0, 1, 10, 45};
    short ss[] = {0, 0, 3, 44};
    for (int s = 0; s < 4; s++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = i * 0.1 + j;
        f(ls[s], ss[s], (unsigned char)(250 + s));
        double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.99 + a[i][j];
        printf("%ld %a\n", ls[s], h);
    }
    return 0;
}
