// expect: 7:20: error: the size of array 'row' declared inside the region depends on 'i', which the region sets: declare the array before the region
void f(int n, double A[n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++) {
        double row[i];
        for (j = 0; j < i; j++)
            row[j] = j;
        A[i] = row[i - 1];
    }
}
