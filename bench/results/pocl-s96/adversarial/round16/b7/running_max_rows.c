/* running maximum and argmax along rows (serial j, parallel rows), int and unsigned char data, ties keep the first */
#include <stdio.h>
#define R 12
#define C 25
static unsigned char d[R][C];
static int rm[R][C], am[R];
static void run(int r, int c)
{
    int i, j;
    for (i = 0; i < r; i++) for (j = 0; j < c; j++) d[i][j] = (unsigned char)((i * 53 + j * 19 + i * j * 7) % 200);
#pragma bbmm
    for (i = 0; i < r; i++) {
        am[i] = 0;
        for (j = 0; j < c; j++) {
            rm[i][j] = j == 0 ? d[i][0] : (d[i][j] > rm[i][j - 1] ? d[i][j] : rm[i][j - 1]);
            if (j > 0 && d[i][j] > d[i][0] && d[i][j] == rm[i][j] && rm[i][j] != rm[i][j - 1])
                am[i] = j;
        }
    }
    printf("r=%d c=%d\n", r, c);
    for (i = 0; i < r; i++) { printf("%d:", am[i]); for (j = 0; j < c; j++) printf(" %d", rm[i][j]); printf("\n"); }
}
int main(void)
{
    run(0, 0); run(1, 1); run(1, 2); run(3, 25); run(12, 9); run(12, 25);
    return 0;
}
