/* matmul (the paper's benchmark): C = A B, square, with the reduction loop
 * inside the kernel and no tile() clause (tile sizes chosen at run time). */
void matmul(int n, float C[n][n], float A[n][n], float B[n][n])
{
    int i, j, k;
#pragma bbmm name(matmul)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            C[i][j] = 0.0f;
            for (k = 0; k < n; k++)
                C[i][j] += A[i][k] * B[k][j];
        }
}
