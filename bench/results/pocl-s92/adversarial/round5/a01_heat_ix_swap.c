/* heat 2D on malloc'd double* with IX macro, region inside a time loop, pointer swap after each step */
#include <stdio.h>
#include <stdlib.h>
#define IX(i,j) ((i)*n+(j))
static void run(int n, int steps)
{
    double *a = malloc(sizeof(double) * (n * n + 1)), *b = malloc(sizeof(double) * (n * n + 1)), *tmp;
    int i, j, t;
    for (i = 0; i < n * n; i++) { a[i] = (double)((i * 37) % 17) / 8.0; b[i] = a[i]; }
    for (t = 0; t < steps; t++) {
#pragma bbmm array(a[n][n], b[n][n])
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                b[IX(i,j)] = a[IX(i,j)] + 0.1 * (a[IX(i-1,j)] + a[IX(i+1,j)] + a[IX(i,j-1)] + a[IX(i,j+1)] - 4.0 * a[IX(i,j)]);
        tmp = a; a = b; b = tmp;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n * n; i++) printf("%a%c", a[i], (i % 8 == 7) ? '\n' : ' ');
    printf("\n");
    free(a); free(b);
}
int main(void)
{
    int n;
    for (n = 0; n <= 13; n += (n < 3 ? 1 : 5)) run(n, 1 + n % 4);
    return 0;
}
