/* odd-even transposition sort of each row in place: phase loop serial, pairs parallel, compare-exchange via ?: */
#include <stdio.h>
#define R 8
#define C 21
static int a[R][C];
static void run(int r, int c)
{
    int p, i, k;
    for (i = 0; i < R; i++) for (k = 0; k < C; k++) a[i][k] = (i * 31 + k * 17 + i * k) % 23 - 11;
#pragma bbmm
    for (p = 0; p < c; p++)
        for (i = 0; i < r; i++)
            for (k = p % 2; k < c - 1; k += 2) {
                int x = a[i][k], y = a[i][k + 1];
                a[i][k] = x < y ? x : y;
                a[i][k + 1] = x < y ? y : x;
            }
    printf("r=%d c=%d\n", r, c);
    for (i = 0; i < r; i++) { for (k = 0; k < c; k++) printf("%d ", a[i][k]); printf("\n"); }
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 2); run(2, 5); run(8, 21); run(3, 20);
    return 0;
}
