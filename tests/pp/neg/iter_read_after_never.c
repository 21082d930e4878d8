// expect: 7:21: error: this loop never runs, yet the region reads after it the value a loop inside it leaves in its iterator: that iterator keeps its value from before the region; read it after the region
void f(int n, double A[n][n])
{
    int i, j;
#pragma bbmm
    {
        for (i = 5; i < 3; i++)
            for (j = 0; j < n; j++)
                A[i][j] = 1.0;
        A[0][0] = j;
    }
}
