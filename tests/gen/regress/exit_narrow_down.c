/* char and short iterators counting down in their condition: "j-- > 0" tests the value before the step, "(T)(j + 1)" in the model and the host code (j + 1 of an unsigned char is an int: 256 after the wrap), and the loop ends after j == 0 */
// expect-output: as in C
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#define N 40
static double A[N], B[N][N];
static void step(uint8_t n, unsigned short m)
{
    uint8_t j;
    unsigned short k;
    signed char c;
#pragma bbmm
    {
        for (j = n; j--;)
            A[j] = A[j] * 0.5 + j;
        for (k = m; k-- > 2;)
            for (j = 0; j < n; j++)
                B[k][j] = B[k - 1][j] + B[k][j] * 0.25;
        for (c = (signed char)n; --c >= 0;)
            A[c] = A[c] - 1.0;
    }
    printf("%d %d %d\n", j, k, c);
}
int main(int argc, char **argv)
{
    int i, j, r;
    int n = argc > 1 ? atoi(argv[1]) : 37;
    for (i = 0; i < N; i++) {
        A[i] = i * 0.75;
        for (j = 0; j < N; j++)
            B[i][j] = (i * 3 + j) % 13 * 0.5;
    }
    for (r = 0; r < 3; r++) {
        step((uint8_t)(r == 2 ? 0 : n - r), (unsigned short)(r == 1 ? 1 : n - 2 * r));
        for (i = 0; i < N; i++) {
            printf("%a", A[i]);
            for (j = 0; j < N; j++)
                printf(" %a", B[i][j]);
            printf("\n");
        }
    }
    return 0;
}
